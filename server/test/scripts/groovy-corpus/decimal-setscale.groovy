def total = 10.0 / 3
println total
println total.setScale(2, BigDecimal.ROUND_HALF_UP)
println 2.345.setScale(2, BigDecimal.ROUND_HALF_UP)
println 19.999.setScale(2, BigDecimal.ROUND_HALF_UP)
