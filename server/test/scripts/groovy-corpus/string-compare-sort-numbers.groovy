def codes = ['10', '9', '100']
println codes.sort(false)
println codes.sort(false) { it as Integer }
println codes.max { it.toInteger() }
