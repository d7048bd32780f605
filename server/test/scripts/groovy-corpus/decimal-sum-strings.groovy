def amounts = ['10.50', '3.25', '0.05']
println amounts.collect { it as BigDecimal }.sum()
println amounts.sum { new BigDecimal(it) }
println amounts*.toBigDecimal().max()
