def sales = [[region: 'north', amount: 10.25], [region: 'south', amount: 4.75], [region: 'north', amount: 0.75]]
def totals = sales.groupBy { it.region }.collectEntries { region, rows -> [region, rows.sum { it.amount }] }
println totals
println totals.values().sum()
