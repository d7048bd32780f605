println([1, 2, 3, 4].sum())
println([].sum())
println([1.5, 2.25].sum())
