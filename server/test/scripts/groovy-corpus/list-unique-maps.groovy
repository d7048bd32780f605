def rows = [[a: 1], [a: 1], [a: 2]]
println rows.unique()
println([1, 1.0, 2].unique())
