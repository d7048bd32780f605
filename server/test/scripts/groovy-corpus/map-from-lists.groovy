def keys = ['a', 'b']
def values = [1, 2]
def m = [:]
keys.eachWithIndex { k, i -> m[k] = values[i] }
println m
println([keys, values].transpose().collectEntries { it })
