def byId = ['20': 'second', '3': 'first', 'x': 'third']
println byId
println byId.keySet().join(',')
def zips = [:]
['75001', '10115', '02134'].each { zips[it] = it.size() }
println zips
