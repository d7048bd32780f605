def a = [1, 2, 3] as Set
a << 2
a << 4
println a.size()
println a.sort()
