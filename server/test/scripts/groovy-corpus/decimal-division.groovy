println 7 / 2
println 10 / 4
println 1 / 4
println 6 / 3
