def byStatus = [500: 'error', 200: 'ok', 404: 'missing']
println byStatus
println byStatus.keySet().collect { it + 1 }
def groups = [3, 1, 2, 4].groupBy { it % 2 }
println groups
println groups.keySet().sum()
