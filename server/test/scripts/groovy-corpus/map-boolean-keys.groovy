def parts = [5, 12, 8, 20].groupBy { it > 10 }
println parts
println parts[true]
println parts[false].sum()
