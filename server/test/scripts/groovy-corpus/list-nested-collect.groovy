println([1, 2].collect { [it, it * 2] })
println([[1, 2], [3]].collect { it.sum() })
println([a: [1, 2], b: [3]].collect { k, v -> v.size() })
