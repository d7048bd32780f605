println([1, [2, [3, 4]], 5].flatten())
println([[a: 1], [[b: 2]]].flatten().size())
