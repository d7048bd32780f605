def statusMap = [N: 'new', S: 'shipped', C: 'cancelled']
def codes = ['S', 'X', 'N']
println codes.collect { statusMap[it] ?: 'unknown' }
