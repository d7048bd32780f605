println 1.0 == 1
println 0.1 * 3 == 0.3
println 2.50 > 2.4
println([3.5, 1.25, 2].max())
println([3.5, 1.25, 2].sort())
