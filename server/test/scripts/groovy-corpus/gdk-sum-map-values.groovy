def totals = [eu: 10.5, us: 4.25]
println totals.values().sum()
println totals*.value.sum()
