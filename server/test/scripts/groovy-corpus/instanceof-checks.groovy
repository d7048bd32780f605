println 'x' instanceof String
println 5 instanceof Integer
println([1] instanceof List)
println([a: 1] instanceof Map)
println null instanceof String
