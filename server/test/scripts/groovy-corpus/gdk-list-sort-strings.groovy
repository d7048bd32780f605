def names = ['bob', 'Ann', 'carl']
println names.sort(false) { it.toLowerCase() }
println names.collect { it.capitalize() }.sort()
