println 1e3 == 1000
println 10L + 5
println 2.5e1 == 25
println 0x1F
