def big = 3000000000L
println big + 1
println 10L * 10
