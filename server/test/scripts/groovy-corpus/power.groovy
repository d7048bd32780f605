println 2 ** 10
println 3 ** 2
println 2 ** 0
