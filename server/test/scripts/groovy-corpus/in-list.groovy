def allowed = ['EUR', 'USD']
println 'EUR' in allowed
println 'GBP' in allowed
