println([1, 2, 3].reverse())
println 'abc'.reverse()
def l = [1, 2]
l.reverse()
println l
