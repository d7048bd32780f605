println([3, null, 1].sort())
println([].max())
println([].sum())
println([1, 2][5])
