def big = 1_000_000
println big + 1
println 0.000_5 * 2
