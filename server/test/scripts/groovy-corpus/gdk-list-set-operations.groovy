def a = [1, 2, 3]
def b = [2, 3, 4]
println a.intersect(b)
println((a + b).unique())
println a.disjoint([9])
