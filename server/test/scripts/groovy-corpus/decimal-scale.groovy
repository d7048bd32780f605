println 1.10 + 2.20
println 2.50 * 2
println 1.20 == 1.2
println 3.0 - 1
