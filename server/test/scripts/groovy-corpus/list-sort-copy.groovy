def nums = [5, 3, 4]
def copy = nums.sort(false)
println copy
println nums
