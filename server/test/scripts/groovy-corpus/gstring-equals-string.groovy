def x = 'abc'
println "${x}" == 'abc'
println "$x".size()
def key = "k${1}"
def lookup = [k1: 'found']
println lookup[key.toString()]
