def nums = [3, 1, 2]
nums.sort()
println nums
def names = ['b', 'c', 'a']
def sorted = names.sort()
println sorted
println names
