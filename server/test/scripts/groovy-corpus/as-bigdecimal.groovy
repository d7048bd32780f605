def amount = '19.90' as BigDecimal
println amount + 0.10
println '3' as Long
