def stock = 0
println 'checking'
if (stock == 0) return
println 'not reached'
