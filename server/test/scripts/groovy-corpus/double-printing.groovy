println 1.0d / 3
println 0.1d + 0.2d
println 100.0d
println 2.5d * 4
println 1.5f + 1
