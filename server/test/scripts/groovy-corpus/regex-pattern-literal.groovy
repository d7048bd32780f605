def currency = ~/[A-Z]{3}/
println 'USD' ==~ currency
println 'usd' ==~ currency
println(('pay 12 EUR' =~ currency)[0])
