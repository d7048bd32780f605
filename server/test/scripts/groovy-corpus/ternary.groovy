def qty = 3
println qty > 2 ? 'bulk' : 'single'
