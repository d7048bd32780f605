def a = 5
a++
println a
a--
a--
println a
def b = 1
println b++
println b
println(++b)
