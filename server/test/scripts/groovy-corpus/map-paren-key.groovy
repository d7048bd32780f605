def key = 'code'
def m = [(key): 42]
println m
