println 1 == 1.0
println 2.50 == 2.5
println 3 != 4
