def apply = { list, fn -> list.collect(fn) }
println apply([1, 2, 3], { it + 1 })
