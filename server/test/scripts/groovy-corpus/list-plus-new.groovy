def a = [1, 2, 3]
def b = a + [4]
println a
println b
println a + 9
