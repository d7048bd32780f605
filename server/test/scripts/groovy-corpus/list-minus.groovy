println([1, 2, 3] - [2])
println([1, 2, 2, 3, 4] - 2)
println(['a', 'b', 'c'] - ['a', 'c'])
