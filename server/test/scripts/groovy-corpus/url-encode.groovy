println URLEncoder.encode('a b&c=d', 'UTF-8')
println URLDecoder.decode('a+b%26c', 'UTF-8')
