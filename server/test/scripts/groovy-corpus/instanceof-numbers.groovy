println 1.5 instanceof BigDecimal
println 1 instanceof Number
println 1.5 instanceof Number
println 'x' instanceof Number
println([] instanceof Collection)
