println 0.1 + 1.1
println 0.1 + 1.1 == 1.2
println 0.1 + 0.2
