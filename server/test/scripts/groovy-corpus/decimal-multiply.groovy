println 1.5 * 1.5
println 2.0 * 3
println 0.5 * 4
println 3 * 1.10
