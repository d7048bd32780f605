def name = null
println name?.toUpperCase()
println 'x'?.toUpperCase()
def m = [inner: null]
println m.inner?.size()
