println 1 / 3
println 2.0 / 3
println 10.0 / 3
println 100 * 1.1
