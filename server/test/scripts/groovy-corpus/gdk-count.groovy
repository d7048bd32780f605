println([1, 2, 1, 1].count(1))
println([1, 2, 3, 4].count { it > 2 })
