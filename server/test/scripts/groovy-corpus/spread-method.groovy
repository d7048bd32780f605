def names = ['ann', 'bob']
println names*.toUpperCase()
println names*.size()
