def d = '2.5' as Double
println d * 2
