println([1, 2, 3].sum(10))
println([[1], [2, 3]].sum([]))
