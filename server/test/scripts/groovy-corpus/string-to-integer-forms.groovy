println '007'.toInteger()
println '-5'.toInteger() + 1
println Integer.parseInt('ff', 16)
println Integer.toHexString(255)
